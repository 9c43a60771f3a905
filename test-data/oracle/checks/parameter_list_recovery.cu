// A parameter that ends in a syntax error: EDG skips to the list's `)` and
// goes on with the definition (its body is checked). `const ns::X<int>`
// whose namespace has no X reads `const` as the specifiers and `ns::X` as
// the declarator-id.
#include <cstdio>
namespace ns {}
void two_names(int a b, int c) { int x = missing_1; }
void second_param(int a, int c d) { int x = missing_2; }
void three_names(int a b c, int (d e)) { int x = missing_3; }
struct S { void member(int a b) { int x = missing_4; } };
void const_template(const ns::W<int> w) { int x = missing_5; }
double missing_include(const std::function<int(int)> &g, int s) { int x = missing_6; return 0; }
void const_plain(const ns::W w) { int x = missing_7; }
int main() { return 0; }
