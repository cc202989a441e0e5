"""The dialogue builders: free chats, on-scene chats, the MRC question types and ruled chats."""

from rolemrc.synth.dialogues._base import Prompting
from rolemrc.synth.dialogues._build import DialogueConfig, build_dialogues

__all__ = ["DialogueConfig", "Prompting", "build_dialogues"]
