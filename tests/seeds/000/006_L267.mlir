// Example from shared/seeds/000, line 267.
// KIND: attributes-or-types, one per line
{}
{attr_name = "string attribute"}
{int_attr = 10, "string attr name" = "string attribute"}
