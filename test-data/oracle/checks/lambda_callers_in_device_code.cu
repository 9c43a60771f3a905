// cicc names a lambda's operator() in full in its later phase, and
// "operator()" in its front end; a kernel's lambdas are __device__.
int h(int x);
__device__ void f() {
  auto a = [](int x) { return h(x); };
  auto b = [&]() { return h(1); };
  a(1); b();
}
__global__ void k(int *p, float q) {
  auto a = [=](float *y, int) { return h(2); };
  p[0] = a(0, 1);
  auto c = [] { auto d = [](char) { return h(3); }; return d('a'); };
  c();
}
namespace N { struct S { __device__ void m(int) { auto e = [this] { return h(4); }; e(); } }; }

constexpr int ch(int x) { return x; }
__host__ __device__ void hd2() {
  auto a = [](int &x, const float *y) mutable { return h(x); };
  int v = 0; a(v, 0);
}
__device__ void f3() {
  auto a = [](int x) { return h(x); };
  auto b = [](int x) { return h(x + 1); };
  a(1); b(2);
  auto c = [](int x) { return x; };
  c(3);
}
struct S2 { __device__ void m2(int); };
__device__ void S2::m2(int q) { auto e = [this] { return h(4); }; e(); }
__global__ void k2() { S2 s; s.m2(1); }
