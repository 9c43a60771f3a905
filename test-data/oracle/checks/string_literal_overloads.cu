// A string literal passed to overloads taking `char *` and `const char *`
// (as <cstring>'s strrchr, strchr, strstr): the `const char *` one is an
// exact match and is chosen, so no deprecated conversion is reported; a
// `char *` alone takes it with #2464.
#include <cstring>
#define FILENAME (strrchr(__FILE__, '/') ? strrchr(__FILE__, '/') + 1 : __FILE__)
const char *f1() { return FILENAME; }
char *g(char *p);
const char *g(const char *p);
const char *f2() { return g("x"); }
void h(char *p);
void f3() { h("y"); }
