// the same inline variables with -rdc=true: accepted.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -rdc=true
inline __device__ int iv1 = 1;
inline __constant__ int iv2 = 2;
inline __managed__ int iv3 = 3;
__device__ int use() { return iv1 + iv2 + iv3; }
