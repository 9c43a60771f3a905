// the same without --extended-lambda.
// ORACLE-HEADERS: mini
template <class... F> int use(F...) { return 0; }
int g() { auto l = [] () __device__ { return 0; }; return use(l); }
