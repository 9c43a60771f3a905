// Line numbers past `#line 4294967295` wrap around as an unsigned 32-bit
// count, in EDG as here: the error two lines below is at line 1.
void f() { int a = undefined_one; }
#line 4294967295
int x;

void g() { int b = undefined_two; }
