// __global__ on a lambda changes nothing: its body is code of the enclosing
// function's space (host code writing a __device__ variable: #20092).
__device__ int a;
int main(void) {
  auto l1 = [&]__global__(){ a = 1; };
  auto l2 = [&]__host__(){ a = 2; };
  auto l3 = [&]__global__ __host__(){ a = 3; };
  l1(); l2(); l3();
  return 0;
}
__global__ void k() { auto l = [&]__global__(){ a = 4; }; l(); }
