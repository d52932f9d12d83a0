"""What a reader sees: widgets, card and tile faces, plots, the offline site."""
