// An undefined name makes the expressions holding it erroneous: a host
// variable read or written there is not judged (#20094/#20095), one read
// in a sound expression still is.
int table[64];
int other[64];
__device__ void push(int v) {
  table[slot[blockIdx.x] + 1] = v;
  other[threadIdx.x] = v;
}
__device__ int pop() {
  return table[slot[blockIdx.x]] + other[0];
}
int other2[64];
__device__ int g1() { return nope + other2[0]; }
__device__ int g2() { int x = nope2 + other2[1]; return x; }
__device__ int g3(int *o) { o[0] = nope3[0] + other2[2]; return 0; }
