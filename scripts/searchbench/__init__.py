"""The pieces of scripts/search-bench: letters, the oracle, the peers, our engine and the report."""
