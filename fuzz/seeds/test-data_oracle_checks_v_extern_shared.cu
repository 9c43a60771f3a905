// an extern __shared__ scalar is treated as a static definition (#20044).
// ORACLE-HEADERS: mini
__shared__ int s1;
extern __shared__ int s2;
extern __shared__ int s3[];
__device__ int use() { return s1 + s2 + s3[0]; }
