"""`python -m gamebox`: see gamebox.cli."""
from gamebox.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
