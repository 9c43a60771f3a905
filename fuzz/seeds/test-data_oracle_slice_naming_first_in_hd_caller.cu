// The first error of the file is an hd -> device call: its callee is demangled; the
// following host -> device report of the same callee is mangled.
// ORACLE-HEADERS: mini
__device__ int d1(int x) { return x; }
__host__ __device__ int hd(int x) { return d1(x); }
int h() { return d1(1); }
