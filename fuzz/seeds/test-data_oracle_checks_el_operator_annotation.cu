// execution-space annotations after the lambda's parameter list apply to
// operator() and are rejected.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: --extended-lambda
template <class... F> int use(F...) { return 0; }
int g4() { auto l = []() __device__ { return 0; }; return use(l); }
