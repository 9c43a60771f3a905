// An assignment to the value of a builtin operator (#137): the result of
// `x + 1`, `p - 1`, `-x`, `!x` is no lvalue. A class's operators may
// return references, so only scalar operands are judged.
struct S {
  S &operator+(int);
  S &operator=(int);
};
void f(int x, int *p, bool b, S s) {
  (x + 1) = 4;
  p + 1 = p;
  -x = 1;
  !b = true;
  x * 2 += 1;
  ++x = 3;
  x = 1;
  s + 1 = 2;
}
__device__ void g(float v) { v / 2 = 1.0f; }
