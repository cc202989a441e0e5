"""rolemrc: build, evaluate, train and probe role-playing LLMs (RoleMRC and RoleLLM)."""

__version__ = "0.1.0"
