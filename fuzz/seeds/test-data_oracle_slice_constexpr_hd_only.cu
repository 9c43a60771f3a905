// hd -> constexpr host without --expt-relaxed-constexpr and no error in the file: three cicc
// warnings on one line (#20013 "sq", #20015, later-phase #20013 "sq(int)"); nothing on the host side.
// ORACLE-HEADERS: mini
constexpr int sq(int x) { return x * x; }
__host__ __device__ int hd(int x) { return sq(x); }
