// an extended lambda inside a lambda defined at namespace scope.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
auto nl = [] { auto l = [] __device__ () { return 0; }; return use(l); };
int u() { return nl(); }
