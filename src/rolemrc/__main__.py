"""``python -m rolemrc``: the same command line as the ``rolemrc`` script."""

from rolemrc.cli import main

if __name__ == "__main__":
    main()
