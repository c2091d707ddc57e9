/// Fits placeholder-count constants to measured advances.
