"""Chat templates of real model families, for the tiny models the tests build."""

# Gemma's turn format. Gemma has no system role: system text opens the first user turn.
# Message text is trimmed; a final assistant message that is continued still ends the prompt
# with its exact text, trailing space included (see _transformers.chat_prompt).
GEMMA_CHAT_TEMPLATE = (
    "{{ bos_token }}"
    "{%- set state = namespace(system='') -%}"
    "{%- for message in messages -%}"
    "{%- if message['role'] == 'system' -%}"
    "{%- set state.system = state.system + (message['content'] | trim) + '\\n\\n' -%}"
    "{%- elif message['role'] == 'user' -%}"
    "{{ '<start_of_turn>user\\n' + state.system + (message['content'] | trim) }}"
    "{{ '<end_of_turn>\\n' }}"
    "{%- set state.system = '' -%}"
    "{%- else -%}"
    # A role that speaks first: its system text gets a user turn of its own before the reply.
    "{%- if state.system -%}"
    "{{ '<start_of_turn>user\\n' + (state.system | trim) + '<end_of_turn>\\n' }}"
    "{%- set state.system = '' -%}"
    "{%- endif -%}"
    "{{ '<start_of_turn>model\\n' + (message['content'] | trim) + '<end_of_turn>\\n' }}"
    "{%- endif -%}"
    "{%- endfor -%}"
    "{%- if state.system -%}"
    "{{ '<start_of_turn>user\\n' + (state.system | trim) + '<end_of_turn>\\n' }}"
    "{%- endif -%}"
    "{%- if add_generation_prompt -%}{{ '<start_of_turn>model\\n' }}{%- endif -%}"
)
