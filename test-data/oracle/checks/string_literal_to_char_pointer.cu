// #2464: a string literal converted to `char *` (not const) initializing a
// local, assigned to one, or passed to a parameter of that type.
#include <cstdio>
void take(char *s) { printf("%s", s); }
void take_const(const char *s) { printf("%s", s); }
void fail(char *msg, int code) { printf("%s %d", msg, code); }
int main() {
    char *a = "local";
    const char *b = "fine";
    char *c;
    c = "assigned";
    take("argument");
    take_const("fine");
    fail("second line", 2);
    char d[] = "array";
    char *e = (char *)"cast";
    printf("%s%s%s%s%s\n", a, b, c, d, e);
    return 0;
}
