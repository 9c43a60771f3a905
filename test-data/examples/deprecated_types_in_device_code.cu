// CUDA 13 deprecates double4, long4, ulong4, longlong4 and ulonglong4:
// cicc warns (#1444) where a block-scope declaration of device code names
// one (variables, typedefs, `struct double4`), with a note at the typedef
// or class; not in casts, sizeof, template arguments, parameters, return
// types, namespace-scope variables or host code. User classes and enums
// declared [[deprecated]] are warned the same way (#1215).
struct [[deprecated]] Old {};
enum [[deprecated]] OldE { oe1 };
struct W { double4 v; };
__device__ double4 g;
__device__ double4 ret(double4 p) { return p; }
template <class T> __device__ T id(T t) { return t; }
template <class T> __device__ T local_copy(T t) { double4 x = t; T y = x; return y; }
__global__ void k(double4 *o, double4 v, int *r) {
  double4 a = v;
  const double4 *p = o;
  __shared__ double4 s[4];
  size_t n = sizeof(double4);
  o[0] = (double4)v;
  o[1] = id<double4>(v);
  o[2] = double4{1, 2, 3, 4};
  o[3] = local_copy(v);
  typedef double4 D4;
  D4 c = v;
  struct double4 e = v;
  long4 f = {};
  ulonglong4 u = {};
  Old old;
  OldE oe = oe1;
  s[0] = a;
  o[4] = p[1];
  o[5] = c;
  o[6] = e;
  r[0] = (int)n + (int)f.x + (int)u.y + (int)oe;
  (void)old;
}
void h() { double4 x = {}; Old y; (void)x; (void)y; }
