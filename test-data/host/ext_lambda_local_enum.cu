// ORACLE-FLAGS: --extended-lambda
// An enumerator declared inside an extended __device__ lambda is not one
// of its captures.
template <typename F> __global__ void run(F f) { f(threadIdx.x); }

void go(int *p, int scale)
{
    run<<<1, 1>>>([=] __device__(int i) {
        enum { width = 4, height = 2 };
        p[i] = width * height * scale;
    });
}

int main() { return 0; }
