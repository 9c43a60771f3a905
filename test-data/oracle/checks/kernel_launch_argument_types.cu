// The arguments of a launch of the only kernel of its name are checked
// against its parameters as a call's are.
struct P { int x; };
__global__ void k1(const float *a, int n, void *v, double d, P *pp) {}
__global__ void k2(float *a) {}
__global__ void k3(int n) {}
template <class T> __global__ void kt(T *a) {}
int main() {
    float *fp = 0;
    int *ip = 0;
    P *sp = 0;
    unsigned long ul = 0;
    k1<<<1, 1>>>(fp, 3.0, ip, 1, sp);
    k2<<<1, 1>>>(nullptr);
    k2<<<1, 1>>>(0);
    k2<<<1, 1>>>(ip);
    k3<<<1, 1>>>(ul);
    k3<<<1, 1>>>(fp);
    kt<<<1, 1>>>(ip);
    k2<<<1, 1>>>((float *)ip);
    const float *cf = fp;
    k2<<<1, 1>>>(cf);
    return 0;
}
