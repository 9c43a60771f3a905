// An inline member nothing refers to is not emitted, so cicc does not
// judge its calls; `helper<int>()` names the function template of that
// name, not the member
void host_fn() {}
struct Widget {
  __host__ __device__ void helper() { host_fn(); }
  __host__ __device__ void used() { host_fn(); }
};
template <typename U> __host__ __device__ void helper() { host_fn(); }
__global__ void kernel() {
  helper<int>();
  Widget w;
  w.used();
}
