// private member types and templates as template arguments of kernel templates.
// ORACLE-HEADERS: mini
template <class T> __global__ void k(T *p) { }
template <template <class> class TT> __global__ void kt() { }
class C {
  struct Priv { int x; };
  template <class U> struct PT { };
public:
  struct Pub { int y; };
  static void go() {
    k<<<1, 1>>>((Priv *)nullptr);
    kt<PT><<<1, 1>>>();
    k<<<1, 1>>>((Pub *)nullptr);
  }
};
