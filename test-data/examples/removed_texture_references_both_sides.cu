// A texture reference (removed from CUDA 12 on) used with tex2D: both front
// ends report the failed call, cicc spelling `bool` as `__nv_bool` in the
// candidates.
texture<float, 2, cudaReadModeElementType> surface;
__global__ void kernel(float *out) {
	unsigned int x = threadIdx.x;
	float sample = tex2D(surface, x, x);
	out[x] = sample;
}
