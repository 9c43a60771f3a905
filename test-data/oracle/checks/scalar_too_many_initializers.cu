// A scalar or reference given a list of two or more values, and an array
// given more than its bound: EDG's "too many initializer values" at the
// first value too many, once it has parsed them all. A braced list makes
// the declaration invalid (no "never referenced" on the device side); a
// parenthesized one does not.
int solver(fp** y,
           fp* x,
           int xmax);
int s2(fq* y, fq* x);
int a(1, 2);
int b{1, 2};
int *c(0, 0);
int d[2] = {1,
 2,
 3, 4};
void f() {
  int x(1, 2);
  int y{1, 2};
  int z = {1, 2};
  int w[1] = {1, 2};
  int v[1]{1,
    2};
  double e(1.0,
    2.0);
}
