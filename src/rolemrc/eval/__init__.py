"""RoleMRC evaluation: reference metrics, the 5-aspect judge, rule verifiers and reports."""
