// Demangled callee (first error) for a function template instance: return type and
// parameters printed in terms of T1, the name as " ::td<int> " (trailing space).
// ORACLE-HEADERS: mini
template <class T> __device__ T td(T x) { return x; }
int h() { return td(1); }
