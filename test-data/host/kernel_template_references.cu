// Kernel template specializations named as values, not launched where
// they are named (passed to a launcher template, or to the runtime's
// cudaFuncGetAttributes): they are instantiated all the same, and the stub
// defines and registers them.
template <class T> __global__ void fill(T *p) { p[0] = T(); }
template <int N> __global__ void probe() {}

template <class K, class... A> void launch(K k, A... a) { k<<<1, 1>>>(a...); }

void run(float *p)
{
    launch(fill<float>, p);
    cudaFuncAttributes attrs;
    cudaFuncGetAttributes(&attrs, probe<4>);
}

int main() { return 0; }
