// inline device variables need internal linkage without -rdc=true.
// ORACLE-HEADERS: mini
inline __device__ int iv1 = 1;
inline __constant__ int iv2 = 2;
inline __managed__ int iv3 = 3;
static inline __device__ int iv4 = 4;
__device__ int use() { return iv1 + iv2 + iv3 + iv4; }
