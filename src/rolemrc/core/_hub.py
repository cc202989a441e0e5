"""Files of Hugging Face hub datasets, fetched once into the hub's own cache."""

from __future__ import annotations

from pathlib import Path

from rolemrc.core._errors import InputError

HUB_PREFIX = "hf:"


def download_hub_file(repo_id: str, filename: str) -> Path:
    """One file of a hub dataset, from the local hub cache when it is there (also offline)."""
    from huggingface_hub import hf_hub_download
    from huggingface_hub.errors import HfHubHTTPError, LocalEntryNotFoundError

    try:
        return Path(hf_hub_download(repo_id, filename, repo_type="dataset"))
    except (LocalEntryNotFoundError, HfHubHTTPError, OSError) as error:
        raise InputError(
            f"could not fetch {filename} from the hub dataset {repo_id}: {error}. "
            "Without network access, download the file elsewhere and pass its local path.",
            path=f"{HUB_PREFIX}{repo_id}",
        ) from None
