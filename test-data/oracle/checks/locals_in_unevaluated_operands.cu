// A local named only in an unevaluated operand (sizeof, decltype) is referenced
// but not used: set but never used when it is set, nothing when it is not.
#include <cstdio>
__device__ int g(int);
__global__ void k(int *out) {
  int n = 4;
  __shared__ float buf[16];
  int m = 3;
  out[0] = sizeof(buf) / sizeof(buf[0]);
  float v[8];
  out[1] = sizeof v;
  decltype(m) w = 1;
  out[2] = w;
  auto q = n;
  out[3] = sizeof(q);
  int r = 1; printf("%d\n", (int)sizeof(r));
}
__device__ int f(int p, int q, int r) {
  int s = sizeof(p);
  q = 2;
  return s + (int)sizeof(r);
}
__device__ int f1() {
  int y = 0;
  int a;
  int s = sizeof(y) + sizeof(a);
  return s;
}
