// A runtime call given one argument too many (cudaMalloc as if it were
// cudaMemcpy): no overload takes that many, with each candidate noted at
// its definition and its parameters as written (size_t); the argument
// types keep the typedef a local was declared with (uint32_t **)
#include <cstdint>
int main() {
  char *d_seq;
  uint32_t *d_out;
  int n = 64;
  cudaMalloc(&d_seq, n * sizeof(char));
  cudaMalloc(&d_out, n * sizeof(uint32_t), 0);
  cudaFree(d_seq, 1);
  return 0;
}
