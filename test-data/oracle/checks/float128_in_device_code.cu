// __float128 is "a 128-bit floating-point" device code cannot have (#3690):
// the type of a function that runs on the device, each declaration in its
// body (once, by the type the specifiers give), a cast, a local typedef,
// and a variable in a memory space. A class with such a member "contains"
// one; a typedef is shown with what it stands for. Host code may have it.
// `_Float128` is no keyword to EDG: an undefined identifier.
struct S { __float128 m; };
struct W { S s; };
__device__ S dv;
__constant__ __float128 cv;
__device__ __float128 f(__float128 a, float b) {
  __float128 c = b + 1.0, d;
  return a + c + d;
}
__device__ void g(float b) {
  double d = (double)(__float128)b;
  typedef __float128 F;
  F e = d;
  W w;
  S *p = &w.s;
  p->m = e;
}
__host__ __device__ void hd(S *s) { }
__float128 host_fn(__float128 x) { __float128 y = x; return y; }
_Float128 not_a_keyword;
