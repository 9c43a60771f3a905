// ORACLE-FLAGS: --extended-lambda
// Extended __host__ __device__ lambdas of every form the wrapper tells
// apart: mutable or not, captureless (convertible to a function pointer)
// or not, noexcept, with a trailing return type, in a member function and
// in a function template; numbered together with the __device__ lambdas
// of the same function.
template <typename F>
__global__ void each(int *p, F f) { p[threadIdx.x] = f(threadIdx.x); }

namespace ns {
struct W {
  int k;
  int run(int *p) const {
    int a = 1, b = 2;
    auto d = [=] __device__ (int i) { return i + a; };
    auto h = [=] __host__ __device__ (int i) { return i * b + a; };
    auto m = [=] __host__ __device__ (int i) mutable { b += i; return b; };
    auto z = [] __host__ __device__ (int i) { return i; };
    auto n = [=] __host__ __device__ (int i) noexcept { return i - a; };
    auto e = [=] __host__ __device__ (int i) { return i + 1; };
    each<<<1, 1>>>(p, d);
    each<<<1, 1>>>(p, h);
    each<<<1, 1>>>(p, m);
    each<<<1, 1>>>(p, z);
    each<<<1, 1>>>(p, n);
    each<<<1, 1>>>(p, e);
    int (*fp)(int) = z;
    auto copy = h;
    return h(1) + m(2) + z(3) + n(4) + e(5) + fp(6) + copy(7);
  }
};
}

template <class T> T twice(T *p) {
  T c = 3;
  auto h = [=] __host__ __device__ (int i) -> T { return i + c; };
  each<<<1, 1>>>(p, h);
  return h(1) + h(2);
}

int main() {
  ns::W w{1};
  int r = w.run(0) + twice<int>(0);
  return r > 0 ? 0 : 1;
}
