"""``rolemrc serve rewards``: the RoleMRC rewards as an HTTP endpoint for other RL frameworks."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.markup import escape

from rolemrc.cli._errors import console, friendly_errors
from rolemrc.cli._help import RolemrcTyper
from rolemrc.cli._model_options import (
    JudgeBaseUrlOption,
    JudgeConcurrencyOption,
    RewardJudgeOption,
    reward_judge_access,
)

serve_app = RolemrcTyper(
    help="Serve RoleMRC to other programs over HTTP.\n\n"
    "Example: rolemrc serve rewards --reward aggregate,format --port 5000",
    no_args_is_help=True,
)


@serve_app.command("rewards")
@friendly_errors
def rewards_command(
    reward: Annotated[
        list[str],
        typer.Option(
            help="Rewards, comma-separated or repeated: aggregate, an aspect, reference, format."
        ),
    ],
    judge: RewardJudgeOption = "rules",
    judge_base_url: JudgeBaseUrlOption = None,
    judge_concurrency: JudgeConcurrencyOption = None,
    host: Annotated[
        str, typer.Option(help="Address to bind (another address exposes the server).")
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option(min=0, max=65535, help="Port (0: any free one).")] = 5000,
    max_body_mb: Annotated[
        float, typer.Option(min=0.001, help="Largest request body accepted, in MiB.")
    ] = 16.0,
    max_concurrency: Annotated[
        int, typer.Option(min=1, help="Requests scored at once; others wait.")
    ] = 4,
) -> None:
    """Answer OpenRLHF's remote reward requests ({query, prompts, labels} -> {rewards}).

    Point OpenRLHF at it with --remote_rm_url http://127.0.0.1:5000/get_reward and
    --label_key label on rl.jsonl. Stop it with Ctrl-C.

    Example: rolemrc serve rewards --reward aggregate,format
    """
    from rolemrc.rewards import (
        RewardServer,
        ServerLimits,
        build_rewards,
        reward_judge,
    )

    judge_access = reward_judge_access(judge, judge_base_url, judge_concurrency)
    rewards = build_rewards(reward, reward_judge(judge_access))
    server = RewardServer(
        rewards,
        host=host,
        port=port,
        limits=ServerLimits(
            max_body_bytes=int(max_body_mb * 1024 * 1024), max_concurrency=max_concurrency
        ),
    )
    names = ", ".join(function.name for function in rewards)
    console.print(f"serving rewards {escape(names)} at {escape(server.url)}", highlight=False)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        console.print("stopped")
    finally:
        server.stop()
