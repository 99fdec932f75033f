"""Die of the Dead: Ofrenda Variant (registration comes with the rules)."""
