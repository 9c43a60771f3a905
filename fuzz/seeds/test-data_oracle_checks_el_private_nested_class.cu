// an extended lambda in a member of a private nested class.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
class O {
  class I {
  public:
    int m() { auto l = [] __device__ () { return 0; }; return use(l); }
  };
public:
  int n() { return I().m(); }
};
