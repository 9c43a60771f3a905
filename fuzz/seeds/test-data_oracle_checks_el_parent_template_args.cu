// the enclosing function of an extended lambda is a template instantiated
// with a local type or a private member type.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
template <class T> int g(T) { auto l = [] __device__ () { return 0; }; return use(l); }
int u() { struct L {}; return g(L{}); }
class P { struct Q {}; public: static int v() { return g(Q{}); } };
int w() { return g(1); }
