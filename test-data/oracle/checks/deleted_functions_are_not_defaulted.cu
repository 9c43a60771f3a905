// An annotation on a function defined as deleted is no "explicitly
// defaulted" annotation.
struct Block {
  __device__ void operator delete(void *, unsigned long) = delete;
  __host__ __device__ void operator delete(void *);
  __device__ Block() = default;
  __device__ void release() = delete;
};
