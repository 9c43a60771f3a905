// Kernels taking references and arrays by pointer.
struct Config { int a; float b; double c; };

__global__ void by_ref(const Config &cfg, int *out) { *out = cfg.a; }
__global__ void by_array(int arr[4], float (*rows)[8]) { arr[0] = (int)rows[0][0]; }

int main()
{
    Config c = {1, 2.0f, 3.0};
    by_ref<<<1, 1>>>(c, 0);
    by_array<<<1, 1>>>(0, 0);
    return 0;
}
