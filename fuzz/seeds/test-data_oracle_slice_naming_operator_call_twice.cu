// A __device__ operator() called from host code is reported twice at the same place:
// first demangled "M::operator ()(int)", then (being the second error) mangled.
// ORACLE-HEADERS: mini
struct M { __device__ int operator()(int x) { return x; } };
int h() { M m; return m(1); }
