"""The Grizzled (Armistice edition): a cooperative card game of friends in the trenches."""
