// ORACLE-FLAGS: --extended-lambda
// Extended __device__ lambdas inside templates: a function template (its
// type as written, a trailing return type, a default argument, a pack of
// the lambda's own), a member of a class template, a member template of a
// plain class, and a local enum's enumerators used inside (no captures).
#include <iterator>
template <typename F> __global__ void apply(int n, F f) { f(n); }

template <typename T>
void go(T *p, int n, T s = T()) {
  enum { twice = 2 };
  apply<<<1, 1>>>(n, [=] __device__(int i) { p[i] = p[i] * s * twice; });
}

template <typename It>
auto first_of(It it, int n) -> typename std::iterator_traits<It>::value_type {
  apply<<<1, 1>>>(n, [=] __device__(int i) { (void)it[i]; });
  return *it;
}

template <typename T> struct Box {
  T v;
  void fill(T *p, int n) const {
    apply<<<1, 1>>>(n, [=] __device__(int i) { p[i] = T(); });
  }
  template <typename U> void each(U u);
};
template <typename T> template <typename U> void Box<T>::each(U u) {
  apply<<<1, 1>>>(1, [=] __device__(int i) { (void)u; (void)i; });
}

struct Plain {
  template <typename U> static void once(U u) {
    apply<<<1, 1>>>(1, [=] __device__(int) { (void)u; });
  }
};

int main() {
  float *f = nullptr;
  int *q = nullptr;
  go(f, 4, 2.0f);
  go(q, 4);
  first_of(q, 3);
  Box<int> b{1};
  b.fill(q, 2);
  b.each('c');
  Plain::once(3.0);
  return 0;
}
