// an extended lambda in a constructor: its enclosing function must allow its
// address to be taken.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
struct C {
  int v;
  C() { auto l = [] __device__ () { return 0; }; v = use(l); }
  int m() { auto l = [] __device__ () { return 1; }; return use(l); }
};
