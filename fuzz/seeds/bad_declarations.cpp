// Declarations that cannot be: a declarator without a name, a type
// without a declarator list end, a lone `template`, then a good one.
int (;
unsigned long long long x;
template
int good = 1;
