// The front end names a lambda's caller "operator()", a __device__
// function within a kernel.
constexpr int hostfn(int x) { return x + 1; }
int hostfn2(int x);
__global__ void k(int *p) {
  auto g = [&](int x) { return hostfn(x); };
  auto g2 = [&](int x) { return hostfn2(x); };
  p[0] = g(1) + g2(2);
}
