// A class template's static data member of a type its parameters do not
// make, whose address device code takes: cicc judges it where it is
// written, once, naming the member with the template's parameters
// (unnamed ones as <unnamed>), without an instance as context. (An error
// elsewhere keeps cicc from generating code, and so from its "undefined
// in device code", which names the instance.)
template <class, int = 1, int = 1>
struct holder {
  static holder<int> ref;
  __device__ void c() {
    auto &x = ref;
  }
};
template <> holder<int> holder<int>::ref;

template <class T, int N>
struct named {
  static named<int, 2> shared_one;
  __device__ void d() { auto &y = shared_one; }
};
template <> named<int, 2> named<int, 2>::shared_one;

__device__ void use() {
  holder<int> a;
  a.c();
  holder<float> b;
  b.c();
  named<float, 3> n;
  n.d();
}
int stops_code_generation = not_declared;
