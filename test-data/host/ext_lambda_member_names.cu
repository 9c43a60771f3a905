// ORACLE-FLAGS: --extended-lambda
// An extended lambda in a member of a class template that names members
// needing no object (a typedef, an enumerator, a static constant) is
// rewritten; one that uses a data member (through `this`) is not.
template <typename F> __global__ void apply(int n, F f) { f(n); }
struct launch { enum { nt = 64 }; };
template <typename L, typename T> struct sorter {
  typedef L launch_t;
  enum { has_values = 1 };
  static const int width = 4;
  T *keys;
  int count;
  void passes() {
    T *keys = this->keys;
    int count = this->count;
    apply<<<1, 1>>>(count, [=] __device__(int i) {
      typedef launch_t unused_t; (void)sizeof(unused_t);
      if (has_values && i < count) keys[i] = T(width + launch_t::nt);
    });
  }
};
template <typename T> struct usesthis {
  T *keys;
  void run() { apply<<<1, 1>>>(1, [=] __device__(int i) { keys[i] = T(); }); }
};
int main() { sorter<launch, int> s{nullptr, 0}; s.passes(); return 0; }
